import Build from '@mui/icons-material/Build';
import { afterEach, describe, expect, it } from 'vitest';
import { declareApplication, declaredApplication } from '../application/applicationDeclaration';
import { DEFAULT_RESOURCE_ICON, ENGINE_RESOURCE_ICONS, resourceIcon, resourceIcons } from './resourceIcons';

describe('resource icons', () => {
  const product = declaredApplication();
  afterEach(() => declareApplication(product));

  it("offers the engine's icons when the application declares none, and the default icon for a name nobody declares", () => {
    declareApplication({});
    expect(resourceIcons()).toBe(ENGINE_RESOURCE_ICONS);
    expect(resourceIcon('Folder')).toBe(ENGINE_RESOURCE_ICONS.Folder);
    expect(resourceIcon('Build')).toBe(DEFAULT_RESOURCE_ICON);
    expect(resourceIcon(undefined)).toBe(DEFAULT_RESOURCE_ICON);
  });

  it("adds the application's icons to the engine's, a name declared again taking the application's", () => {
    declareApplication({ menu: { icons: { Build, Folder: Build } } });
    expect(resourceIcon('Build')).toBe(Build);
    expect(resourceIcon('Folder')).toBe(Build);
    expect(resourceIcon('Event')).toBe(ENGINE_RESOURCE_ICONS.Event);
    expect(Object.keys(resourceIcons()).sort()).toEqual([...Object.keys(ENGINE_RESOURCE_ICONS), 'Build'].sort());
  });
});
