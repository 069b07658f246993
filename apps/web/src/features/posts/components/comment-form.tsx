import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { COMMENT_TEXT_MAX, commentInputSchema } from '@quadro/contract/posts';
import { type FormEvent, useRef, useState } from 'react';
import { useAddComment } from '../api/add-comment.ts';
import { composerErrors } from '../composer-errors.ts';
import { type PickedMention, textWithTokens } from '../mentions.ts';
import { MentionTextField } from './mention-text-field.tsx';

/** A comment (1 to 1,000 characters, plain, '@' mentions); kept when the API refuses it. */
export function CommentForm({ postId }: { postId: string }) {
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<PickedMention[]>([]);
  const [error, setError] = useState<string | undefined>();
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const add = useAddComment(postId);
  const sent = textWithTokens(text, mentions);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = commentInputSchema.safeParse({ text: sent });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      textRef.current?.focus();
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setMentions([]);
      },
      onError: (refusal) => {
        const errors = composerErrors(refusal);
        setError(errors.text ?? errors.form ?? errors.images);
        textRef.current?.focus();
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="New comment"
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <MentionTextField
        name="comment"
        label="Write a comment"
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        mentions={mentions}
        onMentionsChange={setMentions}
        length={sent.length}
        max={COMMENT_TEXT_MAX}
        error={error}
        minRows={2}
        inputRef={textRef}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} loading={add.isPending}>
          Comment
        </Button>
      </Box>
    </Box>
  );
}
