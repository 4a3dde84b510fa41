// The TanStack Query API the apps may use, provided to every app as the shared singleton "@tanstack/react-query".
// A federation singleton is provided whole: shared as the package, it would carry every hook it has (infinite and
// suspense queries, useQueries, hydration, streamed queries) to every signed-in page. The apps share this narrower
// module instead and webpack drops the rest. ESLint (eslint.config.mjs) allows exactly these names (types
// excepted), so no app imports a name this module lacks. Imported by its file (the package's exports hide it): a
// request for '@tanstack/react-query' itself would be the shared module again (this one), waiting for itself.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '../../node_modules/@tanstack/react-query/build/modern/index.js';
