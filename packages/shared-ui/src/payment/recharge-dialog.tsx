import { call } from '@portal/api/call';
import type { PayOrder, RechargeRate } from '@portal/api/contract/payments';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { apiErrorMessage } from '@portal/api/errors';
import { newClientKey, paymentKeys, rechargeRatesQuery, walletQuery } from '@portal/api/queries/payments';
import { formatYuan, type PayChannel } from '@portal/api/rules/payments';
import { useQuery, useQueryClient } from '@portal/query';
import { useState } from 'react';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Skeleton } from '../skeleton';
import { toast } from '../toast';
import { ChannelPicker } from './channel-picker';
import { messages } from './messages';
import { PayPanel } from './pay-panel';

export interface RechargeDialogProps {
  open: boolean;
  onClose: () => void;
  /** whose wallet (the session's user): its cached balance is refreshed after paying */
  viewerId: number;
  /** coins still missing (a gift that was too dear): the first rate that covers them is chosen */
  need?: number;
  /** paid and credited: the new balance */
  onRecharged?: (balance: number) => void;
}

/** the first rate that buys at least `need` coins, else the largest */
const rateFor = (rates: readonly RechargeRate[], need: number) =>
  rates.find((r) => r.coins >= need) ?? rates[rates.length - 1];

/**
 * Recharging coins (神贝): the server's rates, a channel, then the order paid by its QR code. The
 * coins are counted once the server says the order is fulfilled.
 */
export function RechargeDialog({ open, onClose, viewerId, need = 0, onRecharged }: RechargeDialogProps) {
  const queryClient = useQueryClient();
  const rates = useQuery({ ...rechargeRatesQuery(), enabled: open });
  const wallet = useQuery({ ...walletQuery(viewerId), enabled: open });
  const [chosen, setChosen] = useState<number | null>(null);
  const [channel, setChannel] = useState<PayChannel>('wechat');
  const [order, setOrder] = useState<PayOrder | null>(null);
  const [creating, setCreating] = useState(false);
  const list = rates.data?.list ?? [];
  const rate = list.find((r) => r.id === chosen) ?? rateFor(list, need);

  const close = () => {
    setOrder(null);
    onClose();
  };

  const create = async () => {
    if (!rate) return;
    setCreating(true);
    try {
      setOrder(
        await call(paymentEndpoints.rechargeOrder, { rateId: rate.id, channel, clientKey: newClientKey() }),
      );
    } catch (error) {
      toast(apiErrorMessage(error, messages.failed));
    } finally {
      setCreating(false);
    }
  };

  const paid = async (done: PayOrder) => {
    await queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
    const balance = await queryClient.fetchQuery(walletQuery(viewerId));
    toast(messages.recharged(done.coins ?? 0));
    setOrder(null);
    onRecharged?.(balance.coins);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={messages.rechargeTitle} width={460}>
      {order ? (
        <PayPanel order={order} onPaid={(done) => void paid(done)} onRetry={() => setOrder(null)} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-ink-soft">
            {wallet.data ? messages.balance(wallet.data.coins) : messages.loading}
            {need > 0 ? <span className="ml-2 text-red-600">{messages.need(need)}</span> : null}
          </p>
          {rates.isPending ? (
            <Skeleton lines={3} label={messages.loading} />
          ) : (
            <fieldset>
              <legend className="mb-2 text-sm text-ink-soft">{messages.rates}</legend>
              <ul className="grid grid-cols-3 gap-3">
                {list.map((r) => {
                  const selected = rate?.id === r.id;
                  return (
                    <li key={r.id}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => setChosen(r.id)}
                        className={`relative w-full rounded-md border px-2 py-3 text-center ${
                          selected ? 'border-brand bg-brand-50' : 'border-line hover:border-brand'
                        }`}
                      >
                        <span className="block text-base font-semibold text-ink">
                          {messages.rateCoins(r.coins)}
                        </span>
                        <span className="block text-xs text-ink-mute">¥{formatYuan(r.amountFen)}</span>
                        {r.bonusCoins > 0 ? (
                          <span className="absolute -top-2 right-1 rounded bg-red-600 px-1 text-[10px] text-white">
                            {messages.bonus(r.bonusCoins)}
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          <ChannelPicker value={channel} onChange={setChannel} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {messages.cancel}
            </Button>
            <Button onClick={() => void create()} loading={creating} disabled={!rate}>
              {rate ? `${messages.rechargeNow} ¥${formatYuan(rate.amountFen)}` : messages.rechargeNow}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
