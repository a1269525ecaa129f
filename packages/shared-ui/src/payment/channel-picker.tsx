import { PAY_CHANNELS, type PayChannel } from '@portal/api/rules/payments';
import { useId } from 'react';
import { messages } from './messages';

/** 微信支付 / 支付宝 as a radio group. */
export function ChannelPicker({
  value,
  onChange,
}: {
  value: PayChannel;
  onChange: (channel: PayChannel) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex gap-3">
      <legend className="mb-2 text-sm text-ink-soft">{messages.channelLabel}</legend>
      {PAY_CHANNELS.map((channel) => (
        <label
          key={channel}
          className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${
            value === channel ? 'border-brand bg-brand-50 text-brand' : 'border-line text-ink-soft'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={channel}
            checked={value === channel}
            onChange={() => onChange(channel)}
            className="accent-brand"
          />
          {messages.channels[channel]}
        </label>
      ))}
    </fieldset>
  );
}
