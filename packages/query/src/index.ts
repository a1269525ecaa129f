/**
 * TanStack Query as the portal uses it: the one module that imports the library.
 *
 * Why a package for a re-export: Module Federation shares a module whole, and sharing
 * `@tanstack/react-query` and its core put all of them into every page (mutations, hydration,
 * query observers the screens never use: 14 KiB gzip). Shared through this module, webpack keeps
 * what is exported here (about 10 KiB), and the portal still loads exactly one copy, so every remote
 * reads and invalidates the one cache of `@portal/session/query-client`.
 *
 * Need another part of the library? Export it here; lint refuses TanStack imports elsewhere.
 */
export {
  focusManager,
  hashKey,
  type InfiniteData,
  type InvalidateQueryFilters,
  infiniteQueryOptions,
  keepPreviousData,
  notifyManager,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
  queryOptions,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
