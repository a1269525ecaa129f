import type { Toggle } from './toggle';

interface ToggleButtonProps {
  label: string;
  activeLabel: string;
  state: Toggle;
  onClick(): void;
  className: string;
}

/** 点赞 / 收藏 with its count; `aria-pressed` carries the state. */
export function ToggleButton({ label, activeLabel, state, onClick, className }: ToggleButtonProps) {
  return (
    <button type="button" aria-pressed={state.on} onClick={onClick} className={className}>
      <span>{state.on ? activeLabel : label}</span> <span>{state.count}</span>
    </button>
  );
}
