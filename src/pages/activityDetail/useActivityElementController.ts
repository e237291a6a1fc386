import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { LINK_ACTIVITY_ELEMENT } from '../../contracts/activityDetail';
import { useActivityWrite } from './useActivityWrite';

/**
 * The element panel's rules and call: whether another element is being picked, the one
 * picked, and its link to the activity (the activity's cached record, of `resource`,
 * asked again after it).
 */
export function useActivityElementController(activityId: string, resource: string) {
  const [changing, setChanging] = useState(false);
  const [chosen, setChosen] = useState<RaRecord[]>([]);
  const write = useActivityWrite(LINK_ACTIVITY_ELEMENT, { success: 'app.activity_detail.element.changed', resource });
  return {
    changing,
    setChanging,
    chosen,
    setChosen,
    canSave: chosen.length > 0 && !write.isPending,
    save: () => {
      const [element] = chosen;
      if (!element) return;
      write.run(
        { params: { id: activityId, elementId: String(element.id) } },
        {
          onSuccess: () => {
            setChanging(false);
            setChosen([]);
          },
        },
      );
    },
  };
}
