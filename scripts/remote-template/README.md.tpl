# @portal/__NAME__

The **__NAME__** remote of the portal (Module Federation name `__NAME__`): __TITLE__. It owns the
paths under `__PREFIX__` (listed in `server/config/remotes.json`) and exposes `./routes` and, for the
shell's home page, `./widgets/Summary`. Made by `pnpm new:remote __NAME__`.

## Run it alone

```bash
pnpm --filter @portal/__NAME__ start     # http://localhost:__PORT____PREFIX__
```

Like every remote: a minimal frame over the real server (API paths proxied to `PORTAL_API_URL`,
default `http://localhost:3000`), with the deployed shell's `shell/host` for jump rules, or the local
fallback host.

## Test

```bash
pnpm exec jest --selectProjects @portal/__NAME__
```

## Layout

- `src/app/routes.tsx`: the remote's routes (absolute paths; the shell mounts them under `*`).
- `src/app/widgets/`: widgets the shell's home page may place.
- `src/features/<feature>/`: one folder per feature (components, hooks, tests); features never
  import each other (lint), `src/app` composes them.
- `src/messages.ts`: every Chinese text of the remote.
- Server state through the one data layer: query options beside the calls in
  `packages/api/src/queries/__NAME__.ts`, read with `useQuery` (see `docs/architecture.md`).
