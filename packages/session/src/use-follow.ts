import type { FollowAnswer, WriteOptions } from '@portal/api/mutation';
// Siblings by package name: federation shares them by that name (and tests replace them by it).
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { useWrite } from '@portal/shared-ui/use-write';
import { useRef, useState } from 'react';

export interface UseFollowOptions<I> {
  /** the declared follow or subscribe write (`@portal/api/mutations/*`), answering on/off and the count */
  write: WriteOptions<I, FollowAnswer>;
  /** what the toggle sends, read when pressed */
  input: I;
  /** the server's state as the page read it; the toggle takes it again whenever it changes */
  on: boolean;
  count?: number;
  /**
   * Spec 4 lets each place choose: flip at once (the count moves by one, never below 0) and go back
   * when the write fails; or flip only on the server's answer (false, the default).
   */
  optimistic?: boolean;
  /** the login gate; default `requireLogin` (请先登录, then sign-in with the return address) */
  gate?: () => boolean;
  /** spec 4: the toggle shows off once nobody is signed in; false where the host's gate decides alone */
  offWhenSignedOut?: boolean;
  /** the failure toast: the server's message, else this text */
  failedText: string;
  /** false: always `failedText` */
  serverMessage?: boolean;
  /** a toast for the new state (订阅成功 when on), or nothing */
  successText?: (on: boolean) => string | null | undefined;
  /** the server's answer, once it came */
  onChange?: (answer: FollowAnswer) => void;
}

export interface FollowToggle {
  on: boolean;
  count: number | undefined;
  /** the write is in flight (a press meanwhile is ignored) */
  busy: boolean;
  toggle: () => void;
  /** hovering or focusing the button: a followed one says 取消关注 */
  hover: boolean;
  hoverProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
}

interface State {
  on: boolean;
  count: number | undefined;
}

/**
 * The one follow / subscribe behaviour of the portal (spec 4): a visitor goes through the login
 * gate and nothing is sent; one write at a time; the server's answer has the last word; a failure
 * toasts (and puts an optimistic flip back); a followed button says 取消关注 while hovered; nothing
 * shows followed once the session is gone. Where the follow button is hidden (oneself, anonymous
 * creators) stays the screen's choice, as does its look.
 */
export function useFollow<I>(options: UseFollowOptions<I>): FollowToggle {
  const viewer = useSessionUser();
  const [state, setState] = useState<State>({ on: options.on, count: options.count });
  // the page read the server again: take its state (no effect, so no frame shows the old one)
  const [read, setRead] = useState<State>({ on: options.on, count: options.count });
  if (read.on !== options.on || read.count !== options.count) {
    setRead({ on: options.on, count: options.count });
    setState({ on: options.on, count: options.count });
  }
  const [hover, setHover] = useState(false);
  const before = useRef<State | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const { run, busy } = useWrite(options.write, {
    failedText: options.failedText,
    serverMessage: options.serverMessage,
    successText: (answer) => latest.current.successText?.(answer.on),
    onSuccess: (answer) => {
      setState((s) => ({ on: answer.on, count: answer.count ?? s.count }));
      latest.current.onChange?.(answer);
    },
    onError: () => {
      const back = before.current;
      if (back) setState(back);
    },
  });
  const inFlight = useRef(false);

  const toggle = () => {
    const o = latest.current;
    if (inFlight.current || !(o.gate ?? requireLogin)()) return;
    inFlight.current = true;
    before.current = null;
    if (o.optimistic) {
      before.current = state;
      setState({
        on: !state.on,
        count: state.count === undefined ? undefined : Math.max(0, state.count + (state.on ? -1 : 1)),
      });
    }
    void run(o.input).finally(() => {
      inFlight.current = false;
    });
  };

  const signedOut = options.offWhenSignedOut !== false && !viewer;
  return {
    on: signedOut ? false : state.on,
    count: state.count,
    busy,
    toggle,
    hover,
    hoverProps: {
      onMouseEnter: () => setHover(true),
      onMouseLeave: () => setHover(false),
      onFocus: () => setHover(true),
      onBlur: () => setHover(false),
    },
  };
}
