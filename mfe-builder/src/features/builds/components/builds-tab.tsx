import type { ReactNode } from 'react';
import type { BuildFile } from '@eoa/contracts';
import { useBuilder } from '../../../shared/builder-context';
import { BuildsView } from './builds-view';
import '../builds.css';

export interface BuildsTabProps {
  /** Offers "Compare" beside each recent build (the route table gives the comparison's action). */
  onCompare?: (file: BuildFile) => void;
  /** The build comparison, below the files and recent builds (another feature, composed by the route table). */
  children?: ReactNode;
}

/** The Builds tab (/character-builder/builds): open a file, the recent builds, and what the route table adds. */
export function BuildsTab({ onCompare, children }: BuildsTabProps) {
  const { loadFile, loadingBuild } = useBuilder();
  return (
    <BuildsView onLoad={loadFile} busy={loadingBuild} onCompare={onCompare}>
      {children}
    </BuildsView>
  );
}
