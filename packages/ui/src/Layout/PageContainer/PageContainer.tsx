import type { ReactNode } from 'react';
import * as styles from './PageContainer.css';

export interface PageContainerProps {
  children: ReactNode;
  /** Maximum content width: sm 640, md 960, lg 1280 (default), full. */
  maxWidth?: 'sm' | 'md' | 'lg' | 'full';
}

/** Centred, padded page content column. */
export function PageContainer({ children, maxWidth = 'lg' }: PageContainerProps) {
  return <div className={styles.root[maxWidth]}>{children}</div>;
}
