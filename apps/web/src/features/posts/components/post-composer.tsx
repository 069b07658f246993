import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { POST_TEXT_MAX, postTextSchema } from '@quadro/contract/posts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PostWrite } from '../api/create-post.ts';
import { type ComposerErrors, composerErrors } from '../composer-errors.ts';
import { type PickedMention, textWithTokens } from '../mentions.ts';
import { addPickedImages, type ComposerImage } from '../post-images.ts';
import { ComposerImages } from './composer-images.tsx';
import { MentionTextField } from './mention-text-field.tsx';

export interface ComposerStart {
  text: string;
  mentions: PickedMention[];
  images: ComposerImage[];
}

const EMPTY: ComposerStart = { text: '', mentions: [], images: [] };

interface PostComposerProps {
  formId: string;
  /** A post being edited: its text (mentions readable) and saved images. */
  start?: ComposerStart;
  /** Sends the post; the composer clears itself on success unless `keepOnSuccess` (editing). */
  onSubmit: (
    write: PostWrite,
    handlers: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  pending: boolean;
  autoFocus?: boolean;
  /** The Publish button under the fields; a dialog puts its own buttons in its actions instead. */
  submitButton?: boolean;
  keepOnSuccess?: boolean;
}

/**
 * Spec: a post's text (1 to 2,000 characters, plain, '@' mentions) and up to 4 images, sent as one
 * multipart call. A refusal shows under the text or the images and keeps both.
 */
export function PostComposer({
  formId,
  start = EMPTY,
  onSubmit,
  pending,
  autoFocus,
  submitButton = false,
  keepOnSuccess = false,
}: PostComposerProps) {
  const [text, setText] = useState(start.text);
  const [mentions, setMentions] = useState<PickedMention[]>(start.mentions);
  const [images, setImages] = useState<ComposerImage[]>(start.images);
  const [errors, setErrors] = useState<ComposerErrors>({});
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const localUrls = useRef(new Set<string>());

  // Object URLs of local picks are released when the composer goes away.
  useEffect(() => {
    const urls = localUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const release = (items: readonly ComposerImage[]) => {
    for (const item of items) {
      if (item.file && localUrls.current.delete(item.url)) URL.revokeObjectURL(item.url);
    }
  };

  const sent = textWithTokens(text, mentions);

  const pick = (files: File[]) => {
    const result = addPickedImages(images, files, (file) => {
      const url = URL.createObjectURL(file);
      localUrls.current.add(url);
      return url;
    });
    setImages(result.items);
    setErrors((current) => ({
      ...current,
      images: result.problems.length > 0 ? result.problems.join('\n') : undefined,
    }));
  };

  const remove = (index: number) => {
    const removed = images[index];
    if (removed) release([removed]);
    setImages(images.filter((_item, at) => at !== index));
    setErrors((current) => ({ ...current, images: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = postTextSchema.safeParse(sent);
    if (!parsed.success) {
      setErrors({ text: parsed.error.issues[0]?.message });
      textRef.current?.focus();
      return;
    }
    setErrors({});
    onSubmit(
      { text: parsed.data, images },
      {
        onSuccess: () => {
          if (keepOnSuccess) return;
          release(images);
          setText('');
          setMentions([]);
          setImages([]);
          textRef.current?.focus();
        },
        onError: (error) => {
          const next = composerErrors(error);
          setErrors(next);
          if (next.text) textRef.current?.focus();
        },
      },
    );
  };

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label={keepOnSuccess ? 'Edit post' : 'New post'}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <MentionTextField
        name="text"
        label="What would you like to share?"
        value={text}
        onChange={(value) => {
          setText(value);
          if (errors.text) setErrors((current) => ({ ...current, text: undefined }));
        }}
        mentions={mentions}
        onMentionsChange={setMentions}
        length={sent.length}
        max={POST_TEXT_MAX}
        error={errors.text}
        autoFocus={autoFocus}
        inputRef={textRef}
      />
      <ComposerImages images={images} onPick={pick} onRemove={remove} error={errors.images} />
      {errors.form && <Alert severity="error">{errors.form}</Alert>}
      {submitButton && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" endIcon={<SendIcon />} loading={pending}>
            Publish
          </Button>
        </Box>
      )}
    </Box>
  );
}
