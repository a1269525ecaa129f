import { subspecialtiesQuery } from '@portal/api/queries/content';
import { WRITING_LIMITS } from '@portal/api/rules/article-writing';
import { useQuery } from '@portal/query';
import { useState } from 'react';
import { editorMessages as t } from '../../editor-messages';

/** how many tags show before 展开全部: the tree has over a hundred */
const FOLDED_COUNT = 18;

export interface SubspecialtyPickerProps {
  selected: number[];
  onChange(ids: number[]): void;
  onNotice(message: string): void;
}

/** Up to five subspecialty tags, from the portal's subspecialty tree (its top level and children). */
export function SubspecialtyPicker({ selected, onChange, onNotice }: SubspecialtyPickerProps) {
  const tree = useQuery(subspecialtiesQuery());
  const [unfolded, setUnfolded] = useState(false);
  const options = (tree.data?.list ?? []).flatMap((top) => [
    { id: top.id, name: top.name },
    ...top.children.map((child) => ({ id: child.id, name: child.name })),
  ]);
  // folded: the first ones and whatever is chosen, so a choice never hides
  const shown = unfolded
    ? options
    : options.filter((option, i) => i < FOLDED_COUNT || selected.includes(option.id));
  function toggle(id: number) {
    if (selected.includes(id)) onChange(selected.filter((s) => s !== id));
    else if (selected.length >= WRITING_LIMITS.subspecialtiesMax) onNotice(t.subspecialtiesFull);
    else onChange([...selected, id]);
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">
        {t.subspecialties}
        <span className="ml-2 text-xs font-normal text-ink-mute">{t.subspecialtiesNote}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {shown.map((option) => {
          const on = selected.includes(option.id);
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(option.id)}
              className={`min-h-8 rounded-full border px-3 text-xs ${
                on ? 'border-brand bg-brand-50 text-brand' : 'border-line text-ink-soft hover:border-brand'
              }`}
            >
              {option.name}
            </button>
          );
        })}
        {options.length > FOLDED_COUNT ? (
          <button
            type="button"
            aria-expanded={unfolded}
            onClick={() => setUnfolded(!unfolded)}
            className="min-h-8 px-2 text-xs text-brand hover:underline"
          >
            {unfolded ? t.subspecialtiesFold : t.subspecialtiesUnfold(options.length)}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
