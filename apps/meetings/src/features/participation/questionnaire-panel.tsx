import type { Questionnaire } from '@portal/api/contract/meeting-participation';
import { questionnaireQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useHost } from '@portal/shared-ui/host';
import { useState } from 'react';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';
import { QuestionnaireForm } from './questionnaire-form';

const t = messages.participation;

/** The meeting's questionnaire: 填写问卷 opens it in a dialog; once submitted, 已提交. */
export function QuestionnairePanel({ meetingId }: { meetingId: number }) {
  const query = useQuery(questionnaireQuery(meetingId));
  return (
    <Section title={t.questionnaire}>
      <QueryView query={query}>
        {(questionnaire) => <QuestionnaireEntry meetingId={meetingId} questionnaire={questionnaire} />}
      </QueryView>
    </Section>
  );
}

function QuestionnaireEntry({
  meetingId,
  questionnaire,
}: {
  meetingId: number;
  questionnaire: Questionnaire;
}) {
  const host = useHost();
  const [open, setOpen] = useState(false);

  const submitted = () => {
    setOpen(false);
    host.toast(t.submitSucceeded);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-ink">{questionnaire.title}</p>
      {questionnaire.intro ? <p className="text-sm leading-6 text-ink-soft">{questionnaire.intro}</p> : null}
      {questionnaire.submitted ? (
        <p className="flex items-center gap-2 text-sm text-green-700">
          <span className="rounded bg-green-50 px-2 py-0.5">{t.submitted}</span>
          <span className="text-ink-mute">{t.submittedNote}</span>
        </p>
      ) : (
        <Button
          size="sm"
          onClick={() => {
            if (host.requireLogin()) setOpen(true);
          }}
        >
          {t.fillQuestionnaire}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={questionnaire.title} width={560}>
        <QuestionnaireForm
          meetingId={meetingId}
          questionnaire={questionnaire}
          onCancel={() => setOpen(false)}
          onSubmitted={submitted}
        />
      </Dialog>
    </div>
  );
}
