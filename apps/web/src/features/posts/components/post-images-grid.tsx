import Box from '@mui/material/Box';
import type { PostImage } from '@quadro/contract/posts';
import { Link as RouterLink } from 'react-router';

interface PostImagesGridProps {
  images: readonly PostImage[];
  author: string;
  /** The post's details, which each image opens (the feed); none shows them full size. */
  link?: string;
}

const altOf = (index: number, count: number, author: string) =>
  count === 1
    ? `Image of the post by ${author}`
    : `Image ${index + 1} of ${count} of the post by ${author}`;

/** A post's images: a grid of tiles opening the details, or full size one under another. */
export function PostImagesGrid({ images, author, link }: PostImagesGridProps) {
  if (images.length === 0) return null;
  if (!link) {
    return (
      <Box component="ul" sx={{ display: 'grid', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {images.map((image, index) => (
          <Box component="li" key={image.id} sx={{ textAlign: 'center' }}>
            <Box
              component="a"
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              title="Open the image in a new tab"
              sx={{
                display: 'inline-block',
                borderRadius: 1,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box
                component="img"
                src={image.url}
                alt={altOf(index, images.length, author)}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: '70vh',
                  height: 'auto',
                  borderRadius: 1,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  const single = images.length === 1;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: single ? '1fr' : 'repeat(2, 1fr)',
      }}
    >
      {images.map((image, index) => (
        <Box
          key={image.id}
          component={RouterLink}
          to={link}
          sx={{
            display: 'block',
            borderRadius: 1,
            overflow: 'hidden',
            aspectRatio: single ? '16 / 9' : '4 / 3',
            bgcolor: 'action.hover',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="img"
            src={image.url}
            alt={altOf(index, images.length, author)}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      ))}
    </Box>
  );
}
