import { type ReactNode, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, IconButton, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import TranslateIcon from '@mui/icons-material/Translate';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import { useGetIdentity, useLocaleState, useLogout, useNotify, useTranslate } from 'react-admin';
import { api } from '../../dataProvider/api';
import { LOCALE_KEY } from '../i18n/i18nProvider';
import { useShellState } from '../state/ShellState';

/** The agent's chats in service: signing out puts them back in the queue, which the confirmation says. */
const openChats = () =>
  api.request<{ status: string }[]>('GET', '/ccim-main/api/workbench/listSession', { silent: true }).then(
    (list) => list.filter((s) => s.status === 'active').length,
    () => 0,
  );

/** Name, employee code and department; `before` (the Exports button), language, sound and the confirmed logout (product.md §2, 8). */
export function UserBox({ before }: { before?: ReactNode }) {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const { isPlay, togglePlay, agent } = useShellState();
  const [chats, setChats] = useState(0);
  const [locale, setLocale] = useLocaleState();
  const [langAnchor, setLangAnchor] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState(false);

  const chooseLocale = (l: 'en' | 'zh') => {
    localStorage.setItem(LOCALE_KEY, l);
    setLocale(l);
    document.documentElement.lang = l === 'zh' ? 'zh-CN' : 'en';
    setLangAnchor(null);
  };
  const askLogout = () => {
    setChats(0);
    setConfirm(true);
    if (agent) void openChats().then(setChats);
  };
  const cancel = () => {
    setConfirm(false);
    notify('ccim.header.cancelled', { type: 'info' });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' }, lineHeight: 1.1 }} data-testid="user-box">
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="user-name">
          {identity?.fullName}
        </Typography>
        <Typography variant="caption" component="div" title={translate('ccim.header.department')}>
          <span data-testid="user-code">{String(identity?.code ?? '')}</span> · <span data-testid="user-dept">{String(identity?.orgFullName ?? '')}</span>
        </Typography>
      </Box>
      {before}
      <Tooltip title={translate(isPlay ? 'ccim.header.soundOn' : 'ccim.header.soundOff')}>
        <IconButton color="inherit" onClick={togglePlay} aria-label={translate('ccim.header.sound')} data-testid="sound-toggle">
          {isPlay ? <VolumeUpIcon /> : <VolumeOffIcon />}
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ccim.header.language')}>
        <IconButton color="inherit" onClick={(e) => setLangAnchor(e.currentTarget)} aria-label={translate('ccim.header.language')} data-testid="language-button">
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={langAnchor} open={!!langAnchor} onClose={() => setLangAnchor(null)}>
        <MenuItem selected={locale === 'en'} onClick={() => chooseLocale('en')}>English</MenuItem>
        <MenuItem selected={locale === 'zh'} onClick={() => chooseLocale('zh')}>简体中文</MenuItem>
      </Menu>
      <Tooltip title={translate('ccim.header.logout')}>
        <IconButton color="inherit" onClick={askLogout} aria-label={translate('ccim.header.logout')} data-testid="logout-button">
          <LogoutIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={confirm} onClose={cancel}>
        <DialogContent>
          <DialogContentText>{translate('ccim.header.logoutConfirm')}</DialogContentText>
          {chats > 0 && (
            <DialogContentText sx={{ mt: 1 }} data-testid="logout-chats">
              {translate('ccim.header.logoutChats', { smart_count: chats })}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void logout()} data-testid="logout-confirm">
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
