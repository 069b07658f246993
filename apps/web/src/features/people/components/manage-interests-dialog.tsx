import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Interest } from '@quadro/contract/interests';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useAddInterest } from '../api/add-interest.ts';
import { useInterests } from '../api/get-interests.ts';
import { useRemoveInterest } from '../api/remove-interest.ts';
import { useRenameInterest } from '../api/rename-interest.ts';
import { InterestDesignationForm } from './interest-designation-form.tsx';

/** Spec §4 generic table: what was added in this dialog comes first, newest on top. */
function newestFirst(catalogue: readonly Interest[], addedIds: readonly string[]): Interest[] {
  const added = addedIds.flatMap((id) => catalogue.filter((interest) => interest.id === id));
  return [...added, ...catalogue.filter((interest) => !addedIds.includes(interest.id))];
}

/** HR curates the catalogue: add, rename, remove with confirmation. */
export function ManageInterestsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: catalogue = [] } = useInterests();
  const [addedIds, setAddedIds] = useState<string[]>([]);
  const [formKey, setFormKey] = useState(0);
  const [editing, setEditing] = useState<Interest | null>(null);
  const [removing, setRemoving] = useState<Interest | null>(null);
  const add = useAddInterest((added) => {
    setAddedIds((ids) => [added.id, ...ids]);
    setFormKey((key) => key + 1);
  });
  const rename = useRenameInterest(() => setEditing(null));
  const remove = useRemoveInterest(() => setRemoving(null));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="manage-interests-title"
    >
      <DialogTitle id="manage-interests-title">Manage interests</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <InterestDesignationForm
          key={formKey}
          label="New interest"
          submitLabel="Add"
          pending={add.isPending}
          onSubmit={(values, onError) => add.mutate(values, { onError })}
        />
        {catalogue.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', mt: 2 }}>No Data</Typography>
        ) : (
          <List aria-label="Interests catalogue" sx={{ mt: 1, maxHeight: 450, overflowY: 'auto' }}>
            {newestFirst(catalogue, addedIds).map((interest) =>
              editing?.id === interest.id ? (
                <ListItem key={interest.id} disableGutters>
                  <InterestDesignationForm
                    label={`Rename ${interest.designation}`}
                    submitLabel="Save"
                    initial={interest.designation}
                    pending={rename.isPending}
                    onSubmit={(values, onError) =>
                      rename.mutate({ id: interest.id, ...values }, { onError })
                    }
                    onCancel={() => setEditing(null)}
                  />
                </ListItem>
              ) : (
                <ListItem
                  key={interest.id}
                  disableGutters
                  secondaryAction={
                    <>
                      <IconButton
                        aria-label={`Rename ${interest.designation}`}
                        onClick={() => setEditing(interest)}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        edge="end"
                        aria-label={`Remove ${interest.designation}`}
                        onClick={() => setRemoving(interest)}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </>
                  }
                >
                  <ListItemText primary={interest.designation} />
                </ListItem>
              ),
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title="Remove interest"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onSubmit={() => removing && remove.mutate(removing.id)}
      >
        Remove “{removing?.designation}” from the catalogue? Everyone who picked it loses it.
      </ConfirmDialog>
    </Dialog>
  );
}
