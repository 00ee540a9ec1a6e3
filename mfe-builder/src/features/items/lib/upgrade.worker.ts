// The upgrade finder off the page's thread: the page never freezes while every fitting item is tried.
import { expose } from 'comlink';
import { UpgradeEngine } from './upgrade-engine';

expose(new UpgradeEngine());
