import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  POST_REACTION_LABELS,
  POST_REACTIONS,
  type Post,
  type PostReaction,
} from '@quadro/contract/posts';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/layout/visually-hidden.ts';
import { useLikePost } from '../api/like-post.ts';
import { useReactToPost } from '../api/react-to-post.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface PostResponsesBarProps {
  post: Post;
  /** The details link for the comments count (the feed); none on the details page itself. */
  commentsLink?: string;
}

/** Like (a toggle with its count), the reactions picker with the counts, and the comments count. */
export function PostResponsesBar({ post, commentsLink }: PostResponsesBarProps) {
  const like = useLikePost(post.id);
  const react = useReactToPost(post.id);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const mine = post.myReaction ? POST_REACTION_LABELS[post.myReaction] : null;
  const choose = (reaction: PostReaction) => {
    setMenuAnchor(null);
    react.mutate(reaction === post.myReaction ? null : reaction);
  };
  return (
    <Stack spacing={1}>
      {post.reactions.length > 0 && (
        <Box
          component="ul"
          aria-label="Reactions"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {post.reactions.map(({ reaction, count }) => (
            <Box
              component="li"
              key={reaction}
              title={POST_REACTION_LABELS[reaction].label}
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 4,
                border: 1,
                borderColor: reaction === post.myReaction ? 'primary.main' : 'divider',
                typography: 'body2',
              }}
            >
              <span aria-hidden>{POST_REACTION_LABELS[reaction].emoji}</span>{' '}
              <Box component="span" sx={visuallyHidden}>
                {POST_REACTION_LABELS[reaction].label}:
              </Box>
              {count}
            </Box>
          ))}
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          size="small"
          aria-pressed={post.likedByMe}
          color={post.likedByMe ? 'primary' : 'inherit'}
          startIcon={post.likedByMe ? <ThumbUp /> : <ThumbUpOutlined />}
          disabled={like.isPending}
          onClick={() => like.mutate(!post.likedByMe)}
        >
          Like {post.likes}
        </Button>
        <Button
          size="small"
          color={mine ? 'primary' : 'inherit'}
          startIcon={mine ? <span aria-hidden>{mine.emoji}</span> : <AddReactionOutlined />}
          aria-label={mine ? `Your reaction: ${mine.label}` : undefined}
          aria-haspopup="menu"
          aria-controls={menuAnchor ? menuId : undefined}
          aria-expanded={menuAnchor ? true : undefined}
          disabled={react.isPending}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          {mine ? mine.label : 'React'}
        </Button>
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={menuAnchor !== null}
          onClose={() => setMenuAnchor(null)}
        >
          {POST_REACTIONS.map((reaction) => (
            <MenuItem
              key={reaction}
              role="menuitemradio"
              aria-checked={reaction === post.myReaction}
              selected={reaction === post.myReaction}
              onClick={() => choose(reaction)}
            >
              <Box component="span" aria-hidden sx={{ mr: 1 }}>
                {POST_REACTION_LABELS[reaction].emoji}
              </Box>
              {POST_REACTION_LABELS[reaction].label}
            </MenuItem>
          ))}
        </Menu>
        {commentsLink ? (
          <Button
            size="small"
            color="inherit"
            component={RouterLink}
            to={commentsLink}
            startIcon={<ChatBubbleOutlineOutlined />}
          >
            {plural(post.comments, 'comment', 'comments')}
          </Button>
        ) : (
          <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', px: 1 }}>
            {plural(post.comments, 'comment', 'comments')}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
