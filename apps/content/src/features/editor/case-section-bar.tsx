import { CASE_SECTION_NAMES, CASE_SECTIONS } from '@portal/api/rules/case-sections';
import { addSection, goToSection, type RichEditorInstance } from '@portal/rich-editor/heading-sections';
import { editorMessages as t } from '../../editor-messages';

export interface CaseSectionBarProps {
  editor: RichEditorInstance | null;
  /** the case sections the body has now */
  present: readonly string[];
}

/**
 * The sections a neurosurgical case is written in (主诉 … 讨论), each optional: a present one is
 * gone to, a missing one added at its place in the order.
 */
export function CaseSectionBar({ editor, present }: CaseSectionBarProps) {
  return (
    <nav aria-label={t.sections} className="rounded-lg border border-line bg-white p-3">
      <p className="mb-2 text-sm font-medium text-ink">
        {t.sections}
        <span className="ml-2 text-xs font-normal text-ink-mute">{t.sectionsNote}</span>
      </p>
      <ul className="flex flex-wrap gap-2">
        {CASE_SECTIONS.map((section) => {
          const here = present.includes(section.name);
          return (
            <li key={section.name}>
              <button
                type="button"
                disabled={!editor}
                title={section.hint}
                aria-label={here ? t.sectionGo(section.name) : t.sectionAdd(section.name)}
                onClick={() => {
                  if (!editor) return;
                  if (here) goToSection(editor, section.name);
                  else addSection(editor, section.name, CASE_SECTION_NAMES);
                }}
                className={`min-h-12 rounded-md border px-3 text-xs md:min-h-8 ${
                  here
                    ? 'border-brand bg-brand-50 text-brand'
                    : 'border-dashed border-line text-ink-soft hover:border-brand hover:text-brand'
                }`}
              >
                {here ? section.name : `+ ${section.name}`}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
