export { ToothChart, toothChartArches, type ToothChartProps } from './ToothChart';
