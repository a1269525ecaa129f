import { type DeliveryAddress, MALL_LIMITS, PROVINCES } from '@portal/api/rules/mall';
import { mallMessages } from '../../mall-messages';

const t = mallMessages.checkout;
const INPUT = 'mt-1 block h-9 w-full rounded border border-line px-3 outline-none focus:border-brand';

/** The delivery address's fields: receiver, mobile, province (chosen), city, district, street. */
export function AddressFields({
  value,
  onChange,
}: {
  value: DeliveryAddress;
  onChange: (address: DeliveryAddress) => void;
}) {
  const set = (key: keyof DeliveryAddress) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm text-ink-soft">{t.address}</legend>
      <label className="block text-sm">
        <span className="text-ink">{t.receiverName}</span>
        <input
          value={value.receiverName}
          onChange={set('receiverName')}
          maxLength={MALL_LIMITS.receiver}
          autoComplete="name"
          className={INPUT}
        />
      </label>
      <label className="block text-sm">
        <span className="text-ink">{t.receiverMobile}</span>
        <input
          value={value.receiverMobile}
          onChange={set('receiverMobile')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          className={INPUT}
        />
      </label>
      <label className="block text-sm">
        <span className="text-ink">{t.province}</span>
        <select value={value.province} onChange={set('province')} className={`${INPUT} bg-white`}>
          <option value="">{t.chooseProvince}</option>
          {PROVINCES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-sm">
          <span className="text-ink">{t.city}</span>
          <input
            value={value.city}
            onChange={set('city')}
            maxLength={MALL_LIMITS.city}
            autoComplete="address-level2"
            className={INPUT}
          />
        </label>
        <label className="block text-sm">
          <span className="text-ink">{t.district}</span>
          <input
            value={value.district}
            onChange={set('district')}
            maxLength={MALL_LIMITS.district}
            autoComplete="address-level3"
            className={INPUT}
          />
        </label>
      </div>
      <label className="block text-sm sm:col-span-2">
        <span className="text-ink">{t.street}</span>
        <input
          value={value.address}
          onChange={set('address')}
          maxLength={MALL_LIMITS.address}
          placeholder={t.streetHint}
          autoComplete="street-address"
          className={INPUT}
        />
      </label>
    </fieldset>
  );
}
