import DOMPurify from 'dompurify';
import { Box, FormControl, FormHelperText, FormLabel, IconButton, Stack, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import { useEffect, useRef } from 'react';
import { FieldTitle, useInput, useResourceContext, useTranslate, ValidationError, type InputProps } from 'react-admin';

const ALLOWED = { ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'img', 'span', 'div'], ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt'] };
const sanitizeHtml = (html: string) => DOMPurify.sanitize(html, ALLOWED);

const COMMANDS = [
  ['bold', FormatBoldIcon],
  ['italic', FormatItalicIcon],
  ['underline', FormatUnderlinedIcon],
  ['insertUnorderedList', FormatListBulletedIcon],
  ['insertOrderedList', FormatListNumberedIcon],
  ['createLink', LinkIcon],
  ['removeFormat', FormatClearIcon],
] as const;

/**
 * A small rich-text editor: an editable area and a few commands. What it hands the form is sanitized with
 * DOMPurify (the server sanitizes again with sanitize-html), so pasted scripts or handlers never survive.
 */
export function RichTextInput(props: InputProps) {
  const resource = useResourceContext(props);
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput(props);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only write into the editor when the value changed from outside (loading a record), not while typing.
    const el = ref.current;
    if (el && sanitizeHtml(el.innerHTML) !== (field.value ?? '')) el.innerHTML = sanitizeHtml(String(field.value ?? ''));
  }, [field.value]);
  const sync = () => field.onChange(sanitizeHtml(ref.current?.innerHTML ?? ''));
  const run = (command: string) => {
    ref.current?.focus();
    if (command === 'createLink') {
      const url = window.prompt(translate('ccim.mgmt.hint.linkUrl'), 'https://');
      if (!url || !/^https?:\/\//.test(url)) return;
      document.execCommand(command, false, url);
    } else document.execCommand(command);
    sync();
  };
  const error = fieldState.error?.message;
  return (
    <FormControl fullWidth error={!!error} sx={{ mb: 2 }}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        <FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack direction="row" sx={{ borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          {COMMANDS.map(([command, Icon]) => (
            <Tooltip key={command} title={translate(`ccim.mgmt.editor.${command}`)}>
              <IconButton size="small" aria-label={translate(`ccim.mgmt.editor.${command}`)} onMouseDown={(e) => e.preventDefault()} onClick={() => run(command)}>
                <Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          id={id}
          ref={ref}
          role="textbox"
          aria-multiline="true"
          aria-label={props.source}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          onInput={sync}
          onBlur={() => {
            sync();
            field.onBlur();
          }}
          sx={{ minHeight: 160, p: 1.5, outline: 'none', '& p': { my: 0.5 }, '& img': { maxWidth: '100%' } }}
        />
      </Box>
      {/* react-admin's validators hand an encoded key ('@@react-admin@@"ra.validation.required"'): ValidationError reads it. */}
      {error && <FormHelperText><ValidationError error={error} /></FormHelperText>}
    </FormControl>
  );
}
