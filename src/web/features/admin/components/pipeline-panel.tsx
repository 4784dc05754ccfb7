/** Status and manual start of the daily analysis. Built by the pipeline feature; renders nothing until then. */
export function PipelinePanel() {
  return null;
}
