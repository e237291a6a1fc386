import type { ElementEvent, ElementPendency } from '../../contracts/elements';

const joined = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(' — ');

/** A pendency of an element as one line: its public code and name. */
export const pendencyLabel = (pendency: ElementPendency): string => joined(pendency.publicId, pendency.name);

/** An event of an element as one line: its name and how many of the element's pendencies raised it. */
export const eventLabel = (event: ElementEvent): string => `${event.name} (${String(event.pendenciesCount)})`;
