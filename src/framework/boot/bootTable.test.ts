import { describe, expect, it } from 'vitest';
import { routeView } from '../views/routeView';
import { bootFiles, type BootTable } from './bootTable';

const table: BootTable = {
  resources: [
    { name: 'activity', route: 'activities', operations: ['list', 'show', 'create', 'edit'] },
    { name: 'user', route: 'settings/users', operations: ['list', 'show'] },
  ],
  views: {
    list: ['./assets/list.js', './assets/table.js'],
    edit: ['./assets/edit.js', './assets/form.js'],
    create: ['./assets/create.js', './assets/form.js'],
    show: ['./assets/show.js'],
  },
  messages: { pt: ['./assets/messages-pt.js'], en: ['./assets/messages-en.js'] },
  details: { activity: ['./assets/activity-details.js'], user: ['./assets/user-details.js'] },
  validators: { activity: ['./assets/activity-validators.js'] },
};
const files = (hash: string, locale = 'pt') => bootFiles(table, routeView(table, hash), locale);

describe('bootFiles', () => {
  it("preloads the language's messages, the address's view and its resource's details, with a form's validators", () => {
    expect(files('#/activities')).toEqual(['./assets/messages-pt.js', './assets/list.js', './assets/table.js', './assets/activity-details.js']);
    expect(files('#/activities/a1', 'en')).toEqual([
      './assets/messages-en.js',
      './assets/edit.js',
      './assets/form.js',
      './assets/activity-details.js',
      './assets/activity-validators.js',
    ]);
    expect(files('#/settings/users/u1/show')).toEqual(['./assets/messages-pt.js', './assets/show.js', './assets/user-details.js']);
  });

  it('preloads only the messages for a hand-written page, an operation the resource lacks, or a language without a file', () => {
    expect(files('#/home')).toEqual(['./assets/messages-pt.js']);
    expect(files('#/settings/users/create')).toEqual(['./assets/messages-pt.js']);
    expect(files('#/fic/fvi-import', 'es')).toEqual([]);
  });
});
