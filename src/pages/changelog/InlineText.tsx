import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { InlinePart } from './inlineParts';

/** An entry's text with its code spans and links, as the changelog wrote it. */
export function InlineText({ parts }: { parts: readonly InlinePart[] }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'code') {
          return (
            <Box
              key={index}
              component="code"
              sx={{ fontFamily: 'monospace', fontSize: '0.875em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, overflowWrap: 'anywhere' }}
            >
              {part.text}
            </Box>
          );
        }
        if (part.kind === 'link') {
          return (
            <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.text}
            </Link>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}
