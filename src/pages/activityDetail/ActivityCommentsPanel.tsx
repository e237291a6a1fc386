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
import { useTranslate } from 'ra-core';
import { useFormatters } from '../../framework/views/useFormatters';
import { NOTE_MAX, type ActivityComment } from '../../contracts/activityDetail';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import { PanelTitle } from './PanelTitle';
import { useActivityCommentsController, type CommentRows } from './useActivityCommentsController';

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
  const controller = useActivityCommentsController(activityId);
  const { comments } = controller;

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
            value={controller.text}
            onChange={(event) => controller.setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          <Box>
            <Button variant="contained" onClick={controller.add} disabled={!controller.canAdd}>
              {translate('app.activity_detail.comments.add')}
            </Button>
          </Box>
        </Stack>
      )}
      {comments.isPending ? (
        <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
      ) : comments.rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.activity_detail.comments.empty')}</Typography>
      ) : (
        <CommentList
          comments={comments.rows}
          label={translate('app.activity_detail.comments.title')}
          {...(canWrite ? { onDelete: controller.setDeleting } : {})}
        />
      )}
      <Button sx={{ mt: 1 }} onClick={controller.toggleDeleted} aria-expanded={controller.showDeleted}>
        {translate(controller.showDeleted ? 'app.activity_detail.comments.hide_deleted' : 'app.activity_detail.comments.show_deleted')}
      </Button>
      {controller.showDeleted && <DeletedComments deleted={controller.deleted} />}
      <DeleteCommentDialog
        comment={controller.deleting?.comment}
        pending={controller.isDeleting}
        onConfirm={controller.confirmDelete}
        onClose={() => controller.setDeleting(undefined)}
      />
    </Paper>
  );
}

/** The deleted comments, asked for only when opened. */
function DeletedComments({ deleted }: { deleted: CommentRows }) {
  const translate = useTranslate();
  const label = translate('app.activity_detail.comments.deleted_title');
  if (deleted.isPending) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  return (
    <Box component="section" aria-label={label} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {deleted.rows.length === 0 ? (
        <Typography color="text.secondary">{translate('app.activity_detail.comments.deleted_empty')}</Typography>
      ) : (
        <CommentList comments={deleted.rows} label={label} />
      )}
    </Box>
  );
}
