import type { ReactNode } from 'react';
import { Layout, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useEffect } from 'react';
import { configureApi } from '../../dataProvider/api';
import { ShellRealtime } from '../realtime/ShellRealtime';
import { SlaBreachNotices } from '../realtime/SlaBreachNotices';
import { AgentBootstrap } from '../state/AgentBootstrap';
import { TabsBar } from '../tabs/TabsBar';
import { markProgressFailed, ProgressBar } from './ProgressBar';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { SoundPrompt } from './SoundPrompt';

/** Hands react-admin's notifier to the plain http client, and flashes the progress bar red on errors. */
function NotifierBridge() {
  const notify = useNotify();
  useEffect(() => {
    configureApi({
      notify: (message, type, options) => {
        if (type === 'error') markProgressFailed();
        notify(message, { type, translate: options?.translate ?? true, messageArgs: { _: message } });
      },
    });
  }, [notify]);
  return null;
}

/**
 * No page is wider than the window: the content column may shrink below its children's natural width (a flex
 * item's default minimum is its content), so the tab bar and wide tables scroll inside it instead of widening
 * the page.
 */
const FIT_WINDOW = {
  '& .RaLayout-contentWithSidebar': { minWidth: 0, maxWidth: '100vw' },
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

/** Default layout (header, menu, tabs, content) or, with `?layout=blank`, the content alone (product.md §2). */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const blank = new URLSearchParams(search).get('layout') === 'blank';
  const common = (
    <>
      <NotifierBridge />
      <SlaBreachNotices />
      <AgentBootstrap />
      <ProgressBar />
    </>
  );
  if (blank) {
    return (
      <ShellRealtime>
        {common}
        <main data-testid="blank-layout">{children}</main>
      </ShellRealtime>
    );
  }
  return (
    <ShellRealtime>
      {common}
      <Layout appBar={ShellAppBar} menu={ShellMenu} sx={FIT_WINDOW}>
        <SoundPrompt />
        <TabsBar />
        {children}
      </Layout>
    </ShellRealtime>
  );
}
