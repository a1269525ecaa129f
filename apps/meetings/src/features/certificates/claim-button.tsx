import { claimCertificateWrite } from '@portal/api/mutations/cme';
import type { CmeActivityKind } from '@portal/api/rules/cme';
import { Button } from '@portal/shared-ui/button';
import { useWrite } from '@portal/shared-ui/use-write';
import { cmeMessages as t } from '../../cme-messages';

/** 领取证书: the server checks again and issues it once; the standing is read anew after. */
export function ClaimButton({ kind, activityId }: { kind: CmeActivityKind; activityId: number }) {
  const claim = useWrite(claimCertificateWrite, {
    failedText: t.claimFailed,
    successText: () => t.claimSucceeded,
  });
  return (
    <Button loading={claim.busy} onClick={() => void claim.run({ kind, activityId })} className="w-full">
      {t.claim}
    </Button>
  );
}
