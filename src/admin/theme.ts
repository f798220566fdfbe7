import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

/** Company blue; dense tables for people who read lists all day; Chinese-friendly fonts first. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  // Primary, warning and info are darker than MUI's, so white text on them (own messages, status chips) and
  // them as text on the page meet WCAG AA contrast (4.5:1).
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#0b3d91' }, warning: { main: '#b45309' }, info: { main: '#01579b' } },
  components: {
    ...defaultTheme.components,
    // A form's toolbar (Save, Cancel): react-admin's grey behind a primary text button is 4.35:1; a lighter grey
    // keeps Cancel at 5.3:1.
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
    // A select's list opens below its field, never over it: MUI picks the item under the pointer when the press that
    // opened the list is released over it after 400 ms, so over the field a slow press (a busy machine, a hesitant
    // hand) chose whatever item the list put there.
    MuiSelect: {
      defaultProps: { MenuProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'left' }, transformOrigin: { vertical: 'top', horizontal: 'left' } } },
    },
    // react-admin labels its row checkboxes on the checkbox's outer span, where assistive technology does not
    // read it; move the label onto the input itself.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (state: { 'aria-label'?: string }) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (state: { 'aria-label'?: string }) => (state['aria-label'] ? { 'aria-label': state['aria-label'] } : {}),
        },
      },
    },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", Roboto, sans-serif',
  },
  sidebar: { width: 220, closedWidth: 55 },
};
