import { useColorScheme } from '@mui/material/styles';
import {
  type AppearanceSettings,
  appearanceSettingsSchema,
  DEFAULT_APPEARANCE,
  paletteNamed,
} from '@quadro/contract/appearance';
import { APPEARANCE_ENDPOINTS } from '@quadro/contract/appearance.endpoints';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { apiRequest } from '../../api/http-client.ts';
import { readCachedAppearance, writeCachedAppearance } from '../../theme/appearance-cache.ts';
import { applyThemeColours } from '../../theme/theme.ts';

export const appearanceQuery = queryOptions({
  queryKey: ['accounts', 'appearance'],
  queryFn: () => apiRequest(APPEARANCE_ENDPOINTS.getAppearance),
  meta: { inlineError: true },
  staleTime: Number.POSITIVE_INFINITY,
});

interface AppearanceContextValue {
  settings: AppearanceSettings;
  /** Changes some settings: applied at once, cached, and saved on the server. */
  update(change: Partial<AppearanceSettings>): void;
  /** Whether the Show Guide has been seen; undefined until the server answers. */
  guideSeen: boolean | undefined;
  /** Records that the guide has been seen (the server keeps the first time). */
  markGuideSeen(): void;
}

const AppearanceContext = createContext<AppearanceContextValue | null>(null);

function cachedSettings(): AppearanceSettings {
  const parsed = appearanceSettingsSchema.safeParse(readCachedAppearance()?.settings ?? {});
  return parsed.success ? parsed.data : DEFAULT_APPEARANCE;
}

/**
 * The signed-in user's appearance for the shell: the cached one first, then the server's; every
 * change is painted at once, written to the cache and saved (one save after another, in order).
 */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(appearanceQuery);
  const [settings, setSettings] = useState(cachedSettings);
  const latest = useRef(settings);
  latest.current = settings;
  const changedHere = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const { mode, setMode } = useColorScheme();

  // The server's answer wins over the cache, unless the user already changed something here.
  useEffect(() => {
    if (data && !changedHere.current) setSettings(data.settings);
  }, [data]);

  useEffect(() => {
    const palette = paletteNamed(settings.palette);
    applyThemeColours(palette);
    writeCachedAppearance({ settings, colours: { light: palette.light, dark: palette.dark } });
  }, [settings]);

  useEffect(() => {
    if (mode !== undefined && mode !== settings.mode) setMode(settings.mode);
  }, [mode, settings.mode, setMode]);

  const update = useCallback(
    (change: Partial<AppearanceSettings>) => {
      changedHere.current = true;
      const next = { ...latest.current, ...change };
      latest.current = next;
      setSettings(next);
      saving.current = saving.current
        .catch(() => undefined)
        .then(() => apiRequest(APPEARANCE_ENDPOINTS.updateAppearance, { body: next }))
        .then((answer) => queryClient.setQueryData(appearanceQuery.queryKey, answer));
    },
    [queryClient],
  );

  const markGuideSeen = useCallback(() => {
    const current = queryClient.getQueryData(appearanceQuery.queryKey);
    if (current?.guideSeen) return;
    if (current)
      queryClient.setQueryData(appearanceQuery.queryKey, { ...current, guideSeen: true });
    void apiRequest(APPEARANCE_ENDPOINTS.markGuideSeen).catch(() => undefined);
  }, [queryClient]);

  const value = useMemo(
    () => ({ settings, update, guideSeen: data?.guideSeen, markGuideSeen }),
    [settings, update, data?.guideSeen, markGuideSeen],
  );
  return <AppearanceContext value={value}>{children}</AppearanceContext>;
}

export function useAppearance(): AppearanceContextValue {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance outside AppearanceProvider');
  return value;
}
