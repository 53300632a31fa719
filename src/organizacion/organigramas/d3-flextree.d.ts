// d3-flextree 2.1.2 ships no types, and its package.json "module" entry points at sources the
// package does not include, so the UMD build is imported by path. Only what the chart uses.
declare module "d3-flextree/build/d3-flextree.js" {
  export interface FlextreeNode<D> {
    readonly data: D
    /** The node's horizontal centre. */
    readonly x: number
    /** The node's top. */
    readonly y: number
    readonly depth: number
    readonly parent: FlextreeNode<D> | null
    readonly children?: ReadonlyArray<FlextreeNode<D>>
    descendants(): Array<FlextreeNode<D>>
  }

  export interface FlextreeLayout<D> {
    (root: FlextreeNode<D>): FlextreeNode<D>
    hierarchy(data: D, children?: (d: D) => ReadonlyArray<D> | null | undefined): FlextreeNode<D>
  }

  export interface FlextreeOptions<D> {
    /** [width, height] of a node, its gaps included. */
    readonly nodeSize?: (node: FlextreeNode<D>) => readonly [number, number]
    readonly spacing?: number | ((a: FlextreeNode<D>, b: FlextreeNode<D>) => number)
  }

  export function flextree<D>(options?: FlextreeOptions<D>): FlextreeLayout<D>
}
