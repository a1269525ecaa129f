import type { ProductLine } from '@portal/api/contract/brand';
import { apiErrorMessage } from '@portal/api/errors';
import {
  addProductWrite,
  authMemberWrite,
  removeMemberWrite,
  updateProductWrite,
} from '@portal/api/mutations/brand';
import { brandMembersQuery } from '@portal/api/queries/brand';
import {
  PRODUCT_FORM_LIMITS,
  PRODUCT_FORM_MESSAGES,
  type ProductForm,
  productFormError,
  trimProductForm,
} from '@portal/api/rules/brand';
import { uploadImage } from '@portal/api/uploads';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useWrite } from '@portal/shared-ui/use-write';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { messages } from '../messages';
import { Section } from './page-frame';

const t = messages.admin;
const input = 'mt-1 block h-9 w-full rounded border border-line px-3 text-sm outline-none focus:border-brand';

/** 品牌管理 on a brand's page, for its administrators: its members, and adding a product. */
export function BrandAdminSection({ brandId, lines }: { brandId: number; lines: readonly ProductLine[] }) {
  return (
    <Section title={t.title} aside={<AddProductButton brandId={brandId} lines={lines} />}>
      <MembersPanel brandId={brandId} />
    </Section>
  );
}

function MembersPanel({ brandId }: { brandId: number }) {
  const user = useSessionUser();
  const query = useQuery(brandMembersQuery(brandId, user?.id ?? null));
  const [memberId, setMemberId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const authorise = useWrite(authMemberWrite, {
    failedText: t.failed,
    successText: () => messages.admin.authorise,
    onSuccess: () => setMemberId(''),
  });
  const remove = useWrite(removeMemberWrite, { failedText: t.failed, exclusive: false });

  const onAuthorise = (event: FormEvent) => {
    event.preventDefault();
    const id = /^\d{1,9}$/.test(memberId.trim()) ? Number(memberId.trim()) : 0;
    setError(id >= 1 ? null : t.memberIdInvalid);
    if (id >= 1) void authorise.run({ brandId, memberId: id });
  };

  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{t.members}</h3>
      {query.isPending ? (
        <Skeleton lines={2} label={messages.common.loading} />
      ) : query.isError ? (
        <p className="text-sm text-ink-mute">{apiErrorMessage(query.error, messages.common.loadFailed)}</p>
      ) : (
        <ul aria-label={t.members} className="mt-2 divide-y divide-line">
          {query.data.list.map((m) => (
            <li key={m.userId} className="flex items-center gap-3 py-2 text-sm">
              <span className="text-ink">{m.realName}</span>
              <span className="text-xs text-ink-mute">{m.role === 'admin' ? t.admin : t.member}</span>
              {m.role === 'member' ? (
                <button
                  type="button"
                  aria-label={t.removeLabel(m.realName)}
                  onClick={() => void remove.run({ brandId, memberId: m.userId })}
                  className="ml-auto text-xs text-ink-soft hover:text-brand"
                >
                  {t.remove}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAuthorise} className="mt-3 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="text-ink-soft">{t.memberId}</span>
          <input
            value={memberId}
            inputMode="numeric"
            maxLength={9}
            onChange={(event) => setMemberId(event.target.value)}
            className={`${input} w-40`}
          />
        </label>
        <Button size="sm" type="submit" loading={authorise.busy}>
          {t.authorise}
        </Button>
        <span className="w-full text-xs text-ink-mute">{t.memberIdHint}</span>
        {error ? (
          <p role="alert" className="w-full text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}

const EMPTY: ProductForm = { name: '', pictures: [], specs: [{ name: '', value: '' }], description: '' };

function AddProductButton({ brandId, lines }: { brandId: number; lines: readonly ProductLine[] }) {
  const [open, setOpen] = useState(false);
  const [lineId, setLineId] = useState<number | null>(lines[0]?.id ?? null);
  const write = useWrite(addProductWrite, {
    failedText: t.failed,
    successText: () => PRODUCT_FORM_MESSAGES.added,
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {t.addProduct}
      </Button>
      {open ? (
        <ProductEditor
          title={t.productTitle}
          initial={EMPTY}
          busy={write.busy}
          onClose={() => setOpen(false)}
          onSave={(form) => write.run({ brandId, productLineId: lineId, ...form })}
          line={
            <label className="block text-sm">
              <span className="text-ink">{t.line}</span>
              <select
                value={lineId ?? ''}
                onChange={(event) => setLineId(event.target.value ? Number(event.target.value) : null)}
                className={input}
              >
                <option value="">{t.noLine}</option>
                {lines.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
          }
        />
      ) : null}
    </>
  );
}

/** 编辑产品 on a product's page, for its brand's administrators: the same form, filled in; the line stays. */
export function EditProductButton({ productId, initial }: { productId: number; initial: ProductForm }) {
  const [open, setOpen] = useState(false);
  const write = useWrite(updateProductWrite, {
    failedText: t.failed,
    successText: () => PRODUCT_FORM_MESSAGES.saved,
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t.editProduct}
      </Button>
      {open ? (
        <ProductEditor
          title={t.editProduct}
          initial={initial.specs.length > 0 ? initial : { ...initial, specs: EMPTY.specs }}
          busy={write.busy}
          onClose={() => setOpen(false)}
          onSave={(form) => write.run({ productId, ...form })}
        />
      ) : null}
    </>
  );
}

/**
 * The product form (name, pictures through the upload pipeline, specifications, introduction),
 * checked by the rules the server applies before `onSave` sends it.
 */
function ProductEditor({
  title,
  initial,
  busy,
  line,
  onClose,
  onSave,
}: {
  title: string;
  initial: ProductForm;
  busy: boolean;
  line?: ReactNode;
  onClose: () => void;
  onSave: (form: ProductForm) => Promise<unknown>;
}) {
  const [form, setForm] = useState<ProductForm>(initial);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const formId = useId();

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files).slice(0, PRODUCT_FORM_LIMITS.pictures - form.pictures.length)) {
        const uploaded = await uploadImage(file);
        setForm((f) => ({ ...f, pictures: [...f.pictures, uploaded.url] }));
      }
      setError(null);
    } catch (e) {
      setError(apiErrorMessage(e, t.failed));
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = trimProductForm(form);
    const wrong = productFormError(trimmed);
    setError(wrong);
    // a refusal of the server is toasted by the write (its message, else 保存失败)
    if (!wrong) await onSave(trimmed);
  };
  const setSpec = (i: number, key: 'name' | 'value', value: string) =>
    setForm((f) => ({ ...f, specs: f.specs.map((s, j) => (j === i ? { ...s, [key]: value } : s)) }));

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      width={816}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button size="sm" type="submit" form={formId} loading={busy} disabled={uploading}>
            {t.save}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="max-h-[70vh] space-y-3 overflow-y-auto">
        <label className="block text-sm">
          <span className="text-ink">{t.name}</span>
          <input
            value={form.name}
            maxLength={PRODUCT_FORM_LIMITS.name}
            onChange={(event) => setForm((f) => ({ ...f, name: event.target.value }))}
            className={input}
          />
        </label>
        {line}
        <fieldset className="text-sm">
          <legend className="text-ink">{t.pictures}</legend>
          <ul className="mt-1 flex flex-wrap gap-2">
            {form.pictures.map((src, i) => (
              <li key={src} className="relative">
                <img
                  src={src}
                  alt=""
                  width={72}
                  height={72}
                  className="h-[72px] w-[72px] rounded object-cover"
                />
                <button
                  type="button"
                  aria-label={t.removePicture(i + 1)}
                  onClick={() => setForm((f) => ({ ...f, pictures: f.pictures.filter((p) => p !== src) }))}
                  className="absolute right-0 top-0 rounded-bl bg-black/60 px-1 text-xs text-white"
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          {form.pictures.length < PRODUCT_FORM_LIMITS.pictures ? (
            <label className="mt-2 inline-block cursor-pointer rounded border border-line px-3 py-1 text-ink-soft hover:border-brand">
              {uploading ? t.uploading : t.upload}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                multiple
                data-testid="product-picture-file"
                className="sr-only"
                onChange={(event) => void onFiles(event.target.files)}
              />
            </label>
          ) : null}
        </fieldset>
        <fieldset className="text-sm">
          <legend className="text-ink">{t.specs}</legend>
          {form.specs.map((spec, i) => (
            // rows have no id of their own; their place is their identity while the form is open
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={i} className="mt-1 flex gap-2">
              <input
                aria-label={`${t.specName} ${i + 1}`}
                value={spec.name}
                maxLength={PRODUCT_FORM_LIMITS.specName}
                onChange={(event) => setSpec(i, 'name', event.target.value)}
                className={`${input} mt-0 w-32`}
              />
              <input
                aria-label={`${t.specValue} ${i + 1}`}
                value={spec.value}
                maxLength={PRODUCT_FORM_LIMITS.specValue}
                onChange={(event) => setSpec(i, 'value', event.target.value)}
                className={`${input} mt-0 flex-1`}
              />
              <button
                type="button"
                aria-label={t.removeSpec(i + 1)}
                onClick={() => setForm((f) => ({ ...f, specs: f.specs.filter((_, j) => j !== i) }))}
                className="px-2 text-ink-mute hover:text-brand"
              >
                ×
              </button>
            </div>
          ))}
          {form.specs.length < PRODUCT_FORM_LIMITS.specs ? (
            <button
              type="button"
              onClick={() => setForm((f) => ({ ...f, specs: [...f.specs, { name: '', value: '' }] }))}
              className="mt-2 text-brand hover:underline"
            >
              {t.addSpec}
            </button>
          ) : null}
        </fieldset>
        <label className="block text-sm">
          <span className="text-ink">{t.description}</span>
          <textarea
            value={form.description}
            rows={5}
            maxLength={PRODUCT_FORM_LIMITS.description}
            onChange={(event) => setForm((f) => ({ ...f, description: event.target.value }))}
            className="mt-1 block w-full rounded border border-line p-2 text-sm outline-none focus:border-brand"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
