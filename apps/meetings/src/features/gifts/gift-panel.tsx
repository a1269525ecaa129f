import type { Gift } from '@portal/api/contract/meeting-gifts';
import type { MeetingDetail } from '@portal/api/contract/meetings';
import { apiErrorMessage } from '@portal/api/errors';
import { payGiftWrite } from '@portal/api/mutations/meeting-orders';
import { playInfoQuery } from '@portal/api/queries/meetings';
import { giftListQuery, newClientKey, walletQuery } from '@portal/api/queries/payments';
import { COIN_NAME, PAYMENT_MESSAGES } from '@portal/api/rules/payments';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { lazy, Suspense, useState } from 'react';
import { Section } from '../../components/section';
import { messages } from '../../messages';
import { GiftRanking } from './gift-ranking';

const t = messages.gifts;
const COUNTS = [1, 10, 66, 99] as const;

// the recharge (its rates, the QR payment) loads when it is needed
const RechargeDialog = lazy(() =>
  import('@portal/shared-ui/payment').then((m) => ({ default: m.RechargeDialog })),
);

/**
 * Gifts in a live room (issue 12): the gifts with their prices in coins, the count, the balance;
 * sending takes the coins once (one key per choice, so a double click is one gift) and the room
 * sees it through the live socket. Too few coins opens the recharge and comes back to the gift,
 * still chosen. Shown only while a venue the reader may watch is live.
 */
export function GiftPanel({ meeting, fieldsId }: { meeting: MeetingDetail; fieldsId: number | undefined }) {
  const venues = useQuery(playInfoQuery(meeting.id));
  const live = venues.data?.list.filter((v) => v.state === 'LI' && v.canWatch) ?? [];
  const room = live.find((v) => v.fieldId === fieldsId) ?? live[0];
  if (!room) return null;
  return <Room meetingId={meeting.id} fieldId={room.fieldId} />;
}

function Room({ meetingId, fieldId }: { meetingId: number; fieldId: number }) {
  const host = useHost();
  const user = useSessionUser();
  const gifts = useQuery(giftListQuery(meetingId));
  const wallet = useQuery({ ...walletQuery(user?.id ?? null), enabled: user !== null });
  const [chosen, setChosen] = useState<Gift | null>(null);
  const [count, setCount] = useState<number>(1);
  // one purchase, one key: retries and double clicks of this choice are one gift
  const [key, setKey] = useState(newClientKey);
  const [need, setNeed] = useState<number | null>(null);
  const gift = chosen ?? gifts.data?.list[0] ?? null;
  const total = gift ? gift.priceCoins * count : 0;

  const choose = (next: Gift | null, nextCount: number) => {
    setChosen(next);
    setCount(nextCount);
    setKey(newClientKey());
  };

  const pay = useWrite(payGiftWrite, {
    failedText: false,
    successText: (_, input) =>
      t.sent(gifts.data?.list.find((g) => g.id === input.giftId)?.name ?? '', input.count),
    onSuccess: () => setKey(newClientKey()),
    onError: (error) => {
      const message = apiErrorMessage(error, t.failed);
      // the balance reads anew (the declared write does it); the recharge offer says how much is missing
      if (message === PAYMENT_MESSAGES.insufficientCoins)
        setNeed(Math.max(1, total - (wallet.data?.coins ?? 0)));
      else host.toast(message);
    },
  });
  const sending = pay.busy;

  const send = async () => {
    if (!gift || !host.requireLogin()) return;
    const balance = wallet.data?.coins;
    if (balance !== undefined && balance < total) {
      setNeed(total - balance);
      return;
    }
    await pay.run({ meetingId, fieldId, giftId: gift.id, count, clientKey: key });
  };

  return (
    <Section
      title={t.heading}
      action={
        user ? (
          <span className="flex items-center gap-2 text-sm text-ink-soft">
            {wallet.data ? t.balance(wallet.data.coins, COIN_NAME) : null}
            <button type="button" className="text-brand hover:underline" onClick={() => setNeed(0)}>
              {t.recharge}
            </button>
          </span>
        ) : null
      }
    >
      <ul aria-label={t.heading} className="grid grid-cols-5 gap-2">
        {(gifts.data?.list ?? []).map((g) => (
          <li key={g.id}>
            <button
              type="button"
              aria-pressed={gift?.id === g.id}
              aria-label={t.choose(g.name, t.price(g.priceCoins, COIN_NAME))}
              onClick={() => choose(g, count)}
              className={`flex w-full flex-col items-center rounded-md border px-1 py-2 ${
                gift?.id === g.id ? 'border-brand bg-brand-50' : 'border-line hover:border-brand'
              }`}
            >
              <img src={g.icon} alt="" width={40} height={40} className="h-10 w-10" />
              <span className="mt-1 text-sm text-ink">{g.name}</span>
              <span className="text-xs text-ink-mute">{t.price(g.priceCoins, COIN_NAME)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t.count}</legend>
          {COUNTS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={count === n}
              onClick={() => choose(gift, n)}
              className={`rounded-full px-3 py-1 text-sm ${
                count === n ? 'bg-brand text-white' : 'bg-surface text-ink-soft hover:text-brand'
              }`}
            >
              {t.countOf(n)}
            </button>
          ))}
        </fieldset>
        <span className="flex items-center gap-3">
          <span className="text-sm text-ink-soft">{t.total(total, COIN_NAME)}</span>
          <Button onClick={() => void send()} loading={sending} disabled={!gift}>
            {t.send}
          </Button>
        </span>
      </div>
      <GiftRanking meetingId={meetingId} />
      {user && need !== null ? (
        <Suspense fallback={null}>
          <RechargeDialog
            open
            viewerId={user.id}
            need={need}
            onClose={() => setNeed(null)}
            onRecharged={() => host.toast(t.backToGift)}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
