// Async boundary: the shared singletons (react, react-router, jotai, @portal/*, the query client)
// are negotiated by the federation runtime before any module that uses them is evaluated.
import('./standalone');
