/**
 * Where the process is in its life, for readiness: a draining process still answers what it has accepted, but
 * tells the load balancer to send nothing new.
 */
export class Lifecycle {
  private drainingSince: number | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}
