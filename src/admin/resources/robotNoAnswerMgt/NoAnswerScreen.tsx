import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { GenericList } from '../../schema/GenericList';
import { NoAnswerTasks } from './NoAnswerTasks';
import { TeachRobot } from './TeachRobot';

/**
 * /robotNoAnswerMgt: the unanswered questions (each row can teach the robot its wording) and, on a second tab,
 * their follow-up tasks.
 */
export function NoAnswerScreen() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="fullWidth" sx={{ maxWidth: 480 }}>
        <Tab label={translate('ccim.mgmt.tasks.questionsTab')} />
        <Tab label={translate('ccim.mgmt.tasks.tasksTab')} />
      </Tabs>
      {tab === 0 ? <GenericList resource="robotNoAnswerMgt" rowButtons={<TeachRobot />} /> : <NoAnswerTasks />}
    </Box>
  );
}
