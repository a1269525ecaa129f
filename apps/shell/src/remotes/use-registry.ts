import { useSyncExternalStore } from 'react';
import { getRegistry, type RegistryState, subscribeRegistry } from './registry';

export function useRegistry(): RegistryState {
  return useSyncExternalStore(subscribeRegistry, getRegistry, getRegistry);
}
