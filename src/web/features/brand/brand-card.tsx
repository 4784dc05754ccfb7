import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  brandFonts,
  brandLayoutLabels,
  brandLayouts,
  brandSchema,
  type Brand,
  type BrandInput,
  type BrandSettingsView,
} from '../../../shared/brand';
import { SaveButton, SettingsCard } from '../../components/settings-card';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { notifyFailure } from '../../lib/error-text';
import { notify } from '../../lib/notify';
import { brandText as t } from '../../messages/brand';
import { useBrandPreview, useBrandSettings, useRemoveLogo, useSaveBrand, useUploadLogo } from './api';

/** The info text's limit, as the shared schema sets it (the form counts against it). */
const infoTextMax = brandSchema.shape.infoCallToAction.maxLength ?? 200;

/** How long typing pauses before the preview is drawn again. */
const previewDebounceMs = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The card „Erscheinungsbild“: the form, the live preview of the three sharepics, and the re-render progress. */
export function BrandCard() {
  const settings = useBrandSettings();
  return (
    <SettingsCard
      testId="brand-settings"
      title={t.title}
      description={t.description}
      query={settings}
      loadingText={t.loading}
      loadFailedText={t.loadFailed}
    >
      {(view) => <BrandForm view={view} />}
    </SettingsCard>
  );
}

type Field = keyof BrandInput;

function BrandForm({ view }: { view: BrandSettingsView }) {
  const [draft, setDraft] = useState<BrandInput>(view.brand);
  const save = useSaveBrand();
  const parsed = useMemo(() => brandSchema.safeParse(draft), [draft]);
  const errors = useMemo(() => {
    const byField: Partial<Record<Field, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) byField[issue.path[0] as Field] ??= issue.message;
    return byField;
  }, [parsed]);
  const valid: Brand | null = parsed.success ? parsed.data : null;
  // The key is the draft's JSON, so an unchanged draft is not drawn twice.
  const previewKey = useDebounced(valid ? JSON.stringify(valid) : null, previewDebounceMs);
  const previewDraft = useMemo(() => (previewKey ? (JSON.parse(previewKey) as Brand) : null), [previewKey]);

  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  const onSave = () => {
    if (!valid) {
      notify.error(t.saveFailedTitle, Object.values(errors)[0]);
      return;
    }
    save.mutate(valid, {
      onSuccess: (saved) => {
        setDraft(saved.brand);
        notify.success(t.savedTitle, t.savedText);
      },
      onError: (err) => notifyFailure(t.saveFailedTitle, err, t.saveFailedText),
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        <TextField
          label={t.name}
          value={draft.organizationName}
          onChange={set('organizationName')}
          error={errors.organizationName}
        />
        <TextField label={t.claim} value={draft.claim} onChange={set('claim')} error={errors.claim} />
        <ColorField
          label={t.primaryColor}
          value={draft.primaryColor}
          onChange={set('primaryColor')}
          error={errors.primaryColor}
        />
        <ColorField
          label={t.accentColor}
          value={draft.accentColor}
          onChange={set('accentColor')}
          error={errors.accentColor}
        />
        <SelectField label={t.font} value={draft.font} onChange={set('font')}>
          {brandFonts.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </SelectField>
        <SelectField label={t.layout} value={draft.layout} onChange={set('layout')}>
          {brandLayouts.map((layout) => (
            <option key={layout} value={layout}>
              {brandLayoutLabels[layout]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.infoHeadline}
          value={draft.infoHeadline}
          onChange={set('infoHeadline')}
          error={errors.infoHeadline}
        />
        <TextAreaField
          label={t.infoCallToAction}
          value={draft.infoCallToAction}
          onChange={set('infoCallToAction')}
          error={errors.infoCallToAction}
          max={infoTextMax}
        />
        <LogoField view={view} />
        <div className="flex flex-wrap items-center gap-3">
          <SaveButton pending={save.isPending} />
          <span className="text-xs text-muted">{t.version(view.version)}</span>
        </div>
        <RerenderProgress view={view} />
      </form>
      <Preview draft={previewDraft} invalid={!valid} />
    </div>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  error?: string;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-xs font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

function TextField({ label, value, onChange, error }: FieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A text of two or three sentences: several lines to read it whole, with its length against the limit. */
function TextAreaField({ label, value, onChange, error, max }: FieldProps & { max: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        value={value}
        onChange={onChange}
        rows={3}
        className="w-full resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-sm leading-relaxed text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-count`} className="text-xs text-muted">
        {t.characters(value.trim().length, max)}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A colour picker and a hex field bound to the same value. */
function ColorField({ label, value, onChange, error }: FieldProps) {
  const id = useId();
  const pickable = /^#[0-9a-fA-F]{6}$/.test(value.trim()) ? value.trim().toLowerCase() : '#000000';
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={pickable}
          onChange={onChange}
          aria-label={t.colorPicker(label)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-400 bg-white p-1"
        />
        <Input
          id={id}
          value={value}
          onChange={onChange}
          autoComplete="off"
          spellCheck={false}
          title={t.colorHex(label)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="font-mono"
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function SelectField({ label, value, onChange, children }: Omit<FieldProps, 'error'> & { children: React.ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={onChange}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** Uploading saves at once (a new version with the new logo); a refused file leaves everything as it was. */
function LogoField({ view }: { view: BrandSettingsView }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notify.success(t.logoSavedTitle, t.savedText),
      onError: (err) => notifyFailure(t.logoFailedTitle, err, t.logoFailedText),
    });
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t.logo}</Label>
      {view.logo ? (
        <img
          src={view.logo.dataUrl}
          alt={t.logoCurrent}
          className="max-h-16 w-fit rounded border border-line bg-slate-100 p-1"
          data-testid="brand-logo"
        />
      ) : (
        <p className="text-xs text-muted">{t.logoNone}</p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/svg+xml,.png,.svg"
        onChange={onFile}
        disabled={upload.isPending}
        aria-describedby={`${id}-help`}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:text-sm"
      />
      <p id={`${id}-help`} className="text-xs text-muted">
        {upload.isPending ? t.logoUploading : t.logoHelp}
      </p>
      {view.logo ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notify.success(t.logoRemovedTitle, t.savedText),
                onError: (err) => notifyFailure(t.saveFailedTitle, err, t.saveFailedText),
              })
            }
          >
            {t.logoRemove}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function RerenderProgress({ view }: { view: BrandSettingsView }) {
  const r = view.rerender;
  if (!r) return null;
  const text =
    r.status === 'queued'
      ? t.rerender.queued
      : r.status === 'running'
        ? t.rerender.running(r.done, r.total)
        : r.status === 'done'
          ? t.rerender.done(r.total)
          : r.status === 'superseded'
            ? t.rerender.superseded
            : t.rerender.failed(r.done, r.total);
  return (
    <div className="flex flex-col gap-1.5" data-testid="brand-rerender">
      {r.status === 'running' || r.status === 'queued' ? (
        <progress
          max={Math.max(r.total, 1)}
          value={r.done}
          aria-label={t.rerenderLabel}
          className="h-2 w-full accent-brand"
        />
      ) : null}
      <p role="status" className="text-sm text-muted">
        {text}
      </p>
    </div>
  );
}

function Preview({ draft, invalid }: { draft: Brand | null; invalid: boolean }) {
  const preview = useBrandPreview(draft);
  const images = preview.data?.images;
  return (
    <section
      aria-labelledby="brand-preview-heading"
      className="flex min-w-0 flex-col gap-3"
      data-testid="brand-preview"
    >
      <h3 id="brand-preview-heading" className="font-semibold text-ink">
        {t.preview}
      </h3>
      {invalid ? <p className="text-sm text-amber-900">{t.previewInvalid}</p> : null}
      {preview.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t.previewFailed}
        </p>
      ) : null}
      {images ? (
        <div
          className="grid grid-cols-3 gap-2"
          aria-busy={preview.isFetching || undefined}
          data-state={preview.isFetching ? 'loading' : 'ready'}
        >
          {images.map((src, i) => (
            <img
              key={i}
              src={src}
              alt={t.previewAlt[i]}
              width={540}
              height={675}
              className="h-auto w-full rounded-md border border-line"
            />
          ))}
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          {t.previewLoading}
        </p>
      )}
    </section>
  );
}
