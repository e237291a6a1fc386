import { useState } from 'react';
import { ACTIVITY_COMMENTS, CREATE_COMMENT, DELETE_COMMENT, DELETED_ACTIVITY_COMMENTS, type ActivityComment } from '../../contracts/activityDetail';
import { useCall } from '../../framework/contracts/useCall';
import { useActivityWrite } from './useActivityWrite';

/** A list of comments as the panel shows it: still coming, or its rows. */
export interface CommentRows {
  isPending: boolean;
  rows: ActivityComment[];
}

/**
 * The comments panel's rules and calls: the comments, the text of a new one and its add,
 * the comment being deleted and its delete with a reason, and the deleted comments, asked
 * for only once shown.
 */
export function useActivityCommentsController(activityId: string) {
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<ActivityComment | undefined>();
  const [showDeleted, setShowDeleted] = useState(false);
  const params = { id: activityId };
  const comments = useCall(ACTIVITY_COMMENTS, { params });
  const deleted = useCall(DELETED_ACTIVITY_COMMENTS, { params }, { enabled: showDeleted });
  const create = useActivityWrite(CREATE_COMMENT, { success: 'app.activity_detail.comments.added' });
  const remove = useActivityWrite(DELETE_COMMENT, { success: 'app.activity_detail.comments.deleted' });
  return {
    comments: { isPending: comments.isPending, rows: comments.data?.data ?? [] } satisfies CommentRows,
    deleted: { isPending: deleted.isPending, rows: deleted.data?.data ?? [] } satisfies CommentRows,
    text,
    setText,
    /** A comment is sent trimmed, once it has some text, one at a time. */
    canAdd: text.trim() !== '' && !create.isPending,
    add: () => create.run({ body: { activityId, comment: text.trim() } }, { onSuccess: () => setText('') }),
    deleting,
    setDeleting,
    isDeleting: remove.isPending,
    confirmDelete: (reason: string) => {
      if (!deleting) return;
      remove.run({ params, body: { commentId: deleting._id, reasonDeletingComments: reason } }, { onSuccess: () => setDeleting(undefined) });
    },
    showDeleted,
    toggleDeleted: () => setShowDeleted((open) => !open),
  };
}

export type ActivityCommentsController = ReturnType<typeof useActivityCommentsController>;
