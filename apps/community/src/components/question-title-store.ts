/**
 * Spec 4: the answer button keeps the question's title in session storage for the editor's tab
 * (a tab opened by window.open starts with a copy of its opener's session storage).
 */
const KEY = 'community:answerQuestion';

export function keepQuestionTitle(questionId: number, title: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id: questionId, title }));
  } catch {
    // storage refused (private mode, full): the editor asks the server for the title
  }
}

export function keptQuestionTitle(questionId: number): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      id?: unknown;
      title?: unknown;
    } | null;
    return kept && kept.id === questionId && typeof kept.title === 'string' ? kept.title : null;
  } catch {
    return null;
  }
}
