import { describe, expect, it } from 'vitest';
import { languageChangeEffect } from './languageChangeRules';

describe('language change (spec §4)', () => {
  it('reloads the status configuration, the FIC import pages and a process instance detail', () => {
    expect(languageChangeEffect('/configurations/task-status')).toBe('reload');
    expect(languageChangeEffect('/fic/fvm-import')).toBe('reload');
    expect(languageChangeEffect('/digital-process-instance-details/42')).toBe('reload');
  });

  it('tells the activity import page instead, and leaves every other page to re-render', () => {
    expect(languageChangeEffect('/activity-import')).toBe('dispatch');
    expect(languageChangeEffect('/activity')).toBe('none');
    expect(languageChangeEffect('/fic/fvi-import/extra')).toBe('none');
  });
});
