export interface BridgeModule {
  name: string;
  stats: [string, string][];
}

/**
 * The eight module cards, three demo stats each: uptime and revenue style values are demo values
 * (docs/behaviour.md#command-bridge).
 */
export const BRIDGE_MODULES: BridgeModule[] = [
  {
    name: 'System Monitor',
    stats: [
      ['Uptime', '99.98%'],
      ['Services', '24 running'],
      ['Alerts', '0 open'],
    ],
  },
  {
    name: 'User Analytics',
    stats: [
      ['Visitors today', '1,284'],
      ['Sessions', '3,917'],
      ['Bounce rate', '21%'],
    ],
  },
  {
    name: 'Sales Dashboard',
    stats: [
      ['Orders today', '142'],
      ['Revenue', '0.6120 BTC'],
      ['Avg. order', '0.0043 BTC'],
    ],
  },
  {
    name: 'Inventory Control',
    stats: [
      ['Products', '9'],
      ['Bundles', '12'],
      ['Low stock', '2'],
    ],
  },
  {
    name: 'Security Operations',
    stats: [
      ['Threats blocked', '57'],
      ['Scans today', '12'],
      ['Level', 'Maximum'],
    ],
  },
  {
    name: 'Access Controls',
    stats: [
      ['Admin Users', '1'],
      ['CSM Users', '1'],
      ['Failed logins', '3'],
    ],
  },
  {
    name: 'Network Topology',
    stats: [
      ['Nodes', '16'],
      ['Relays', '6'],
      ['Latency', '42 ms'],
    ],
  },
  {
    name: 'Global Operations',
    stats: [
      ['Regions', '8'],
      ['Warehouses', '3'],
      ['Shipments', '96 in transit'],
    ],
  },
];
