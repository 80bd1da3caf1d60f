import * as RadixTabs from '@radix-ui/react-tabs';
import type { CSSProperties, ReactNode } from 'react';
import styles from './tabs.module.css';

export interface Tab {
  /** stable id of the tab, unique in the set */
  value: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  /** the tab list's accessible name */
  label: string;
  tabs: Tab[];
  defaultValue?: string;
}

/*
 * Radix writes `style="outline:none"` on the tab list and `style="animation-duration:0s"` on
 * the first panel into the server's HTML, which the CSP (`style-src 'self'`, ADR 007) refuses
 * with a console error. The element's own `style` wins over Radix's in its merge, and React
 * writes no attribute for a style whose values are all undefined (ADR 010).
 */
const noInlineStyle: CSSProperties = { outline: undefined, animationDuration: undefined };

/**
 * Tabs (WAI-ARIA tabs pattern, Radix): arrow keys move between tabs, Home/End to the ends,
 * the panel follows the focused tab. Every panel is rendered, the inactive ones `hidden`,
 * so the server's HTML holds all of them.
 */
export function Tabs({ label, tabs, defaultValue }: TabsProps) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? tabs[0]?.value} className={styles.tabs}>
      <RadixTabs.List aria-label={label} className={styles.list} asChild>
        <div style={noInlineStyle}>
          {tabs.map((tab) => (
            <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
              {tab.label}
            </RadixTabs.Trigger>
          ))}
        </div>
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} forceMount asChild>
          <div className={styles.panel} style={noInlineStyle}>
            {tab.content}
          </div>
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
