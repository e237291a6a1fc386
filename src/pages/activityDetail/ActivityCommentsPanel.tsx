import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useFormatters } from '../../framework/views/useFormatters';
import { ACTIVITY_COMMENTS, CREATE_COMMENT, DELETE_COMMENT, DELETED_ACTIVITY_COMMENTS, NOTE_MAX, type ActivityComment } from '../../contracts/activityDetail';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { PanelTitle } from './PanelTitle';
import { useActivityQuery, useActivityWrite } from './useActivityApi';

const commentsOf = (answer: { data: ActivityComment[] }) => answer.data;

function CommentList({ comments, label, onDelete }: { comments: ActivityComment[]; label: string; onDelete?: (comment: ActivityComment) => void }) {
  const translate = useTranslate();
  const format = useFormatters();
  return (
    <List aria-label={label} dense disablePadding>
      {comments.map((comment) => (
        <ListItem
          key={comment._id}
          divider
          disableGutters
          secondaryAction={
            onDelete && (
              <IconButton edge="end" aria-label={translate('app.activity_detail.comments.delete')} onClick={() => onDelete(comment)}>
                <DeleteIcon />
              </IconButton>
            )
          }
        >
          <ListItemText
            sx={{ overflowWrap: 'anywhere', pr: onDelete ? 5 : 0 }}
            primary={comment.comment}
            secondary={[
              [comment.userName, format.instant(comment.createdAt)].filter(Boolean).join(' · '),
              comment.reasonDeletingComments ? translate('app.activity_detail.comments.deleted_because', { reason: comment.reasonDeletingComments }) : '',
            ]
              .filter(Boolean)
              .join(' — ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

export interface ActivityCommentsPanelProps {
  activityId: string;
  canWrite: boolean;
}

/** The activity's comments: add one, delete one with a reason, and the deleted ones with theirs on demand. */
export function ActivityCommentsPanel({ activityId, canWrite }: ActivityCommentsPanelProps) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [deleting, setDeleting] = useState<ActivityComment | undefined>();
  const [showDeleted, setShowDeleted] = useState(false);
  const comments = useActivityQuery(activityId, ACTIVITY_COMMENTS, { params: { id: activityId } }, commentsOf);
  const create = useActivityWrite(activityId, CREATE_COMMENT, { success: 'app.activity_detail.comments.added' });
  const remove = useActivityWrite(activityId, DELETE_COMMENT, { success: 'app.activity_detail.comments.deleted' });
  const add = () => create.mutate({ body: { activityId, comment: text.trim() } }, { onSuccess: () => setText('') });
  const confirmDelete = (reason: string) => {
    if (!deleting) return;
    remove.mutate(
      { params: { id: activityId }, body: { commentId: deleting._id, reasonDeletingComments: reason } },
      { onSuccess: () => setDeleting(undefined) },
    );
  };
  const shown = comments.data ?? [];

  return (
    <Paper component="section" aria-labelledby="activity-comments-title" sx={{ p: 2, minWidth: 0 }}>
      <PanelTitle id="activity-comments-title">{translate('app.activity_detail.comments.title')}</PanelTitle>
      {canWrite && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <TextField
            multiline
            minRows={2}
            fullWidth
            label={translate('app.activity_detail.comments.new')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          <Box>
            <Button variant="contained" onClick={add} disabled={text.trim() === '' || create.isPending}>
              {translate('app.activity_detail.comments.add')}
            </Button>
          </Box>
        </Stack>
      )}
      {comments.isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{translate('app.activity_detail.comments.empty')}</Typography>
      ) : (
        <CommentList comments={shown} label={translate('app.activity_detail.comments.title')} {...(canWrite ? { onDelete: setDeleting } : {})} />
      )}
      <Button sx={{ mt: 1 }} onClick={() => setShowDeleted((open) => !open)} aria-expanded={showDeleted}>
        {translate(showDeleted ? 'app.activity_detail.comments.hide_deleted' : 'app.activity_detail.comments.show_deleted')}
      </Button>
      {showDeleted && <DeletedComments activityId={activityId} />}
      <DeleteCommentDialog comment={deleting?.comment} pending={remove.isPending} onConfirm={confirmDelete} onClose={() => setDeleting(undefined)} />
    </Paper>
  );
}

/** The deleted comments, asked for only when opened. */
function DeletedComments({ activityId }: { activityId: string }) {
  const translate = useTranslate();
  const deleted = useActivityQuery(activityId, DELETED_ACTIVITY_COMMENTS, { params: { id: activityId } }, commentsOf);
  const label = translate('app.activity_detail.comments.deleted_title');
  if (deleted.isPending) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  const rows = deleted.data ?? [];
  return (
    <Box component="section" aria-label={label} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.activity_detail.comments.deleted_empty')}</Typography>
      ) : (
        <CommentList comments={rows} label={label} />
      )}
    </Box>
  );
}
