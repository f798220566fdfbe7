import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { GenericList } from '../../schema/GenericList';
import { NoAnswerTasks } from './NoAnswerTasks';
import { Proposals } from './Proposals';
import { TeachRobot } from './TeachRobot';

/**
 * /robotNoAnswerMgt: the unanswered questions (each row can teach the robot: as a similar question of an entry or
 * as a new entry), the proposals drawn from agents' answers, and the questions' follow-up tasks.
 */
export function NoAnswerScreen() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="fullWidth" sx={{ maxWidth: 600 }}>
        <Tab label={translate('ccim.mgmt.tasks.questionsTab')} />
        <Tab label={translate('ccim.learning.proposalsTab')} />
        <Tab label={translate('ccim.mgmt.tasks.tasksTab')} />
      </Tabs>
      {tab === 0 && <GenericList resource="robotNoAnswerMgt" rowButtons={<TeachRobot />} />}
      {tab === 1 && <Proposals />}
      {tab === 2 && <NoAnswerTasks />}
    </Box>
  );
}
