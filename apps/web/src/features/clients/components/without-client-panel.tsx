import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useEmployeesWithoutClient } from '../api/get-employees-without-client.ts';

/** Who works for no client today, so HR sees who is free to allocate. */
export function WithoutClientPanel() {
  const people = useEmployeesWithoutClient();
  const list = people.data ?? [];
  return (
    <Card component="section" aria-labelledby="without-client-title">
      <CardContent>
        <Typography
          id="without-client-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          Employees without a client ({list.length})
        </Typography>
        {list.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>
        ) : (
          <List dense aria-label="Employees without a client">
            {list.map((person) => (
              <ListItem key={String(person.key)} disableGutters>
                {person.name}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
