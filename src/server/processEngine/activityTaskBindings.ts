import { existsSync, readFileSync } from 'node:fs';
import { writeJsonAtomic } from '../store/writeJsonAtomic';

/** Product tasks bound to one activity of one process definition (POST activity-tasks). */
export interface ActivityTaskBinding {
  process: string;
  activity: string;
  tasks: string[];
}

export interface ActivityTaskBindings {
  all(): readonly ActivityTaskBinding[];
  /** Replaces the tasks of (process, activity); an empty list removes the binding. Written to disk before it answers. */
  set(binding: ActivityTaskBinding): void;
}

function isBinding(value: unknown): value is ActivityTaskBinding {
  const item = value as Partial<ActivityTaskBinding> | null;
  return (
    typeof item?.process === 'string' && typeof item.activity === 'string' && Array.isArray(item.tasks) && item.tasks.every((task) => typeof task === 'string')
  );
}

/** The bindings kept in `file` (the demo's working copy; an unreadable file starts empty). */
export function openActivityTaskBindings(file: string): ActivityTaskBindings {
  let bindings: ActivityTaskBinding[] = [];
  if (existsSync(file)) {
    try {
      const read: unknown = JSON.parse(readFileSync(file, 'utf8'));
      bindings = Array.isArray(read) ? read.filter(isBinding) : [];
    } catch {
      console.warn(`[demo api] ${file} does not read as JSON: the activity tasks start empty`);
    }
  }
  return {
    all: () => bindings,
    set(binding) {
      const others = bindings.filter((item) => item.process !== binding.process || item.activity !== binding.activity);
      const next = binding.tasks.length > 0 ? [...others, binding] : others;
      writeJsonAtomic(file, next);
      bindings = next;
    },
  };
}
