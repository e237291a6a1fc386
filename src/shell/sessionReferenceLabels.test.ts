import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../framework/auth/sessionStore';
import { sessionReferenceLabels } from './sessionReferenceLabels';

const user = (projectId: string, projectName: string | null) => ({ current: { project: { id: projectId, name: projectName } } }) as unknown as SessionUser;

describe('sessionReferenceLabels', () => {
  it("names the session's current project by its stored name, and nothing else", () => {
    const labels = sessionReferenceLabels({ user: () => user('p1', 'Refinaria Norte') });
    expect(labels('project', 'p1')).toBe('Refinaria Norte');
    expect(labels('project', 'p2')).toBeUndefined();
    expect(labels('program', 'p1')).toBeUndefined();
  });

  it('knows nothing when signed out or before the project has a name', () => {
    expect(sessionReferenceLabels({ user: () => undefined })('project', 'p1')).toBeUndefined();
    expect(sessionReferenceLabels({ user: () => user('p1', null) })('project', 'p1')).toBeUndefined();
  });

  it('follows a change of project', () => {
    let current = user('p1', 'Refinaria Norte');
    const labels = sessionReferenceLabels({ user: () => current });
    current = user('p2', 'Plataforma Sul');
    expect(labels('project', 'p2')).toBe('Plataforma Sul');
  });
});
